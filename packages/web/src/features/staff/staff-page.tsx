import { employeeResource, worklogResource } from '@seaberth/domain';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /employee: the people working at the resorts and on the vessels, and their shifts. */
export function StaffPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'employees' | 'worklogs'>('employees');
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('staff.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value) => setTab(value)}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="employees" label={t('resources.employee.title')} />
        <Tab value="worklogs" label={t('resources.worklog.title')} />
      </Tabs>
      {tab === 'employees' ? (
        <ResourceList definition={employeeResource} hideTitle inlineForm intro={t('staff.employeesIntro')} />
      ) : (
        <ResourceList definition={worklogResource} hideTitle inlineForm intro={t('staff.worklogsIntro')} />
      )}
    </Box>
  );
}
