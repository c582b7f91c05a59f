import { textblockGroupResource, textblockResource } from '@seaberth/domain';
import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { useResourceText } from '../../resources/use-resource-text.ts';

const GROUPS_TAB = 'groups';

/**
 * Textblocks and the groups that sort them. The tab lives in the query (`?tab=groups`) so a
 * reload or a shared link opens the same list.
 */
export function TextblocksPage() {
  const [params, setParams] = useSearchParams();
  const blocks = useResourceText(textblockResource);
  const groups = useResourceText(textblockGroupResource);
  const tab = params.get('tab') === GROUPS_TAB ? GROUPS_TAB : 'blocks';
  return (
    <Box>
      <PageHeading title={blocks.title} />
      <Tabs
        value={tab}
        onChange={(_event, next: string) => setParams(next === GROUPS_TAB ? { tab: GROUPS_TAB } : {})}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="blocks" label={blocks.title} />
        <Tab value={GROUPS_TAB} label={groups.title} />
      </Tabs>
      {tab === GROUPS_TAB ? (
        <ResourceList key="groups" definition={textblockGroupResource} hideTitle inlineForm />
      ) : (
        <ResourceList key="blocks" definition={textblockResource} hideTitle inlineForm />
      )}
    </Box>
  );
}
