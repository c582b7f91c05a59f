import {
  describeResourceFields,
  type FieldDescriptor,
  isFilterableField,
  type ResourceDefinition,
} from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client.ts';
import { useSnackbar } from '../app/snackbar.tsx';
import { PageHeading } from '../app/page-heading.tsx';
import { EmptyListOverlay } from './list-overlays.tsx';
import { PageReferenceIdsProvider } from './page-reference-ids.tsx';
import { hasWrappingColumns, useResourceColumns } from './resource-columns.tsx';
import type { FieldOverrides } from './resource-form.tsx';
import { ResourceFormDialog } from './resource-form-dialog.tsx';
import { ResourceListToolbar } from './resource-list-toolbar.tsx';
import { UrlFilterNote, useUrlFilter } from './url-filter.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { type ListParams, type ResourceRow, toListQuery, useResourceList } from './use-resource.ts';
import { useResourcePermissions } from './use-resource-permissions.ts';
import { useResourceText } from './use-resource-text.ts';
import { type ExtraRowAction, useRowActions } from './use-row-actions.tsx';
import { LoadErrorAlert } from '../app/load-error-alert.tsx';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;
const NO_ROWS: ResourceRow[] = [];

export interface ResourceListProps {
  definition: ResourceDefinition;
  /** Heading above the list; defaults to the resource's translated title. */
  title?: string;
  /** Leave the heading out when the page around the list already names it (tabs). */
  hideTitle?: boolean;
  /** A sentence or two under the heading on what the list is for. */
  intro?: ReactNode;
  /** Navigate here to create; without it (or with inlineForm) create opens a dialog. */
  createPath?: string;
  /** Navigate here to edit; without it (or with inlineForm) edit opens a dialog. */
  editPath?: (id: string, row?: ResourceRow) => string;
  /** Create and edit in a dialog over the list instead of navigating. */
  inlineForm?: boolean;
  /** Always applied and neither offered as a filter nor shown as a column (settings of one group). */
  fixedFilter?: Record<string, unknown>;
  /** Values a new record starts with in the inline form. */
  createDefaults?: Record<string, unknown>;
  /** Per-field adjustments of the inline form. */
  formFields?: FieldOverrides;
  /** What clicking a record's title does instead of editing it (read-only resources show it). */
  onOpenRow?: (row: ResourceRow) => void;
  /** The screen's own row actions, shown before edit, copy and delete. */
  extraActions?: (row: ResourceRow) => ExtraRowAction[];
  /**
   * The screen's adjustments of columns by field name (money, status chips), and of the row actions
   * under `actions` (a wider column for its extra actions); keep it stable.
   */
  columnOverrides?: Record<string, Partial<GridColDef<ResourceRow>>>;
  /** The screen's own buttons beside the heading (print, …). */
  headingActions?: ReactNode;
  /** Takes `?filter=` from the address (a link from the Today page) on top of the fixed filter. */
  filterFromUrl?: boolean;
  /** Rows can be ticked (across pages); the screen keeps the ids and acts on them. */
  selection?: { ids: readonly string[]; onChange: (ids: string[]) => void };
  /** The search text kept by the screen (a saved filter holds it), not by the list. */
  search?: { text: string; onChange: (text: string) => void };
}

const NO_FILTER: Record<string, unknown> = {};

const autoRowHeight = () => 'auto' as const;

function initialSort(definition: ResourceDefinition): GridSortModel {
  if (!definition.columns.includes(definition.sort.field)) return [];
  return [{ field: definition.sort.field, sort: definition.sort.order === 1 ? 'asc' : 'desc' }];
}

/** The generic list screen: server-paged, sorted, searched and filtered DataGrid of one resource. */
export function ResourceList({
  definition,
  title,
  hideTitle,
  intro,
  createPath,
  editPath,
  inlineForm,
  fixedFilter: screenFilter = NO_FILTER,
  filterFromUrl,
  createDefaults,
  formFields,
  onOpenRow,
  extraActions,
  columnOverrides,
  headingActions,
  selection,
  search: screenSearch,
}: ResourceListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const text = useResourceText(definition);
  const permissions = useResourcePermissions(definition);
  const inline = inlineForm ?? (!createPath && !editPath);

  const url = useUrlFilter(!!filterFromUrl);
  const fixedFilter = useMemo(
    () => (Object.keys(url.filter).length === 0 ? screenFilter : { ...url.filter, ...screenFilter }),
    [url.filter, screenFilter],
  );

  const fields = useMemo(() => describeResourceFields(definition), [definition]);
  const filterFields = useMemo<FieldDescriptor[]>(
    () =>
      (definition.filters
        ? definition.filters.flatMap((path) => fields.filter((field) => field.path === path))
        : fields.filter(isFilterableField)
      ).filter((field) => !(field.path in fixedFilter)),
    [definition.filters, fields, fixedFilter],
  );

  const [ownSearchText, setOwnSearchText] = useState('');
  const searchText = screenSearch?.text ?? ownSearchText;
  const setSearchText = screenSearch?.onChange ?? setOwnSearchText;
  const search = useDebouncedValue(searchText);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sortModel, setSortModel] = useState<GridSortModel>(() => initialSort(definition));
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // A page number belongs to the search and filters it was chosen under; narrowing the list starts
  // again at the first page without a second request for a page that may no longer exist.
  const narrowing = JSON.stringify([search.trim(), filters, url.filter]);
  const [pageState, setPageState] = useState({ page: 0, narrowing });
  const page = pageState.narrowing === narrowing ? pageState.page : 0;

  const params = useMemo<ListParams>(() => {
    const sort = sortModel[0];
    return {
      page,
      size: pageSize,
      sort: sort?.field,
      order: sort ? (sort.sort === 'desc' ? -1 : 1) : undefined,
      search,
      filter: { ...filters, ...fixedFilter },
    };
  }, [page, pageSize, sortModel, search, filters, fixedFilter]);

  const list = useResourceList(definition, params);

  const [dialog, setDialog] = useState<{ id?: string } | null>(null);
  const openCreate = useCallback(() => {
    if (inline || !createPath) setDialog({});
    else navigate(createPath);
  }, [inline, createPath, navigate]);
  const openEdit = useCallback(
    (id: string, row?: ResourceRow) => {
      if (inline || !editPath) setDialog({ id });
      else navigate(editPath(id, row));
    },
    [inline, editPath, navigate],
  );

  const { actionsColumn, deleteDialog } = useRowActions({
    definition,
    permissions,
    onEdit: openEdit,
    kind: text.one,
    extraActions,
  });
  const actionsOverride = columnOverrides?.actions;
  const actions = useMemo(
    () => (actionsColumn && actionsOverride ? { ...actionsColumn, ...actionsOverride } : actionsColumn),
    [actionsColumn, actionsOverride],
  );
  const openRow = useCallback((row: ResourceRow) => openEdit(row.id, row), [openEdit]);
  const hiddenColumns = useMemo(() => Object.keys(screenFilter), [screenFilter]);
  // A fixed field is the screen's context (the settings group), not something to edit per record.
  const dialogFields = useMemo<FieldOverrides>(
    () => ({ ...Object.fromEntries(hiddenColumns.map((path) => [path, { hidden: true }])), ...formFields }),
    [hiddenColumns, formFields],
  );
  const columns = useResourceColumns(definition, {
    fields,
    hidden: hiddenColumns,
    onOpen: onOpenRow ?? (permissions.canUpdate ? openRow : undefined),
    actions,
    overrides: columnOverrides,
  });

  const selectedIds = selection?.ids;
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<GridRowId>(selectedIds ?? []) }),
    [selectedIds],
  );

  // Wrapped text (descriptions, e-mail addresses) needs rows as tall as their content.
  const wraps = hasWrappingColumns(columns);

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      // The export is of everything the list matches, not of the page on screen: size 0 = all rows.
      await api.download(`/api/${definition.name}/listCSV`, toListQuery({ ...params, page: 0, size: 0 }));
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.data ?? NO_ROWS;
  const narrowed = search.trim() !== '' || Object.values(filters).some((value) => value !== undefined);
  const createLabel = t('resources.common.createOne', { kind: text.one });
  const heading = title ?? text.title;

  return (
    <Box>
      {!hideTitle && <PageHeading title={heading} actions={headingActions} />}
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
          {intro}
        </Typography>
      )}
      <UrlFilterNote
        filter={url.filter}
        fieldLabel={text.fieldLabel}
        optionLabel={text.optionLabel}
        onClear={url.clear}
      />
      <ResourceListToolbar
        search={searchText}
        onSearchChange={setSearchText}
        filterFields={filterFields}
        filters={filters}
        onFilterChange={(path, value) => setFilters((current) => ({ ...current, [path]: value }))}
        fieldLabel={text.fieldLabel}
        optionLabel={text.optionLabel}
        onExport={exportCsv}
        exporting={exporting}
        onCreate={permissions.canCreate ? openCreate : undefined}
        createLabel={createLabel}
      />
      {list.isError && !list.data ? (
        <LoadErrorAlert
          error={list.error}
          onRetry={() => list.refetch()}
          lead={t('resources.common.loadFailed', { title: heading })}
        />
      ) : (
        <Paper variant="outlined">
          <PageReferenceIdsProvider fields={fields} columns={definition.columns} rows={rows}>
            <DataGrid<ResourceRow>
              aria-label={heading}
              rows={rows}
              rowCount={list.data?.total ?? 0}
              // A large unfiltered list answers the planner's estimate (docs/decisions.md): say so.
              localeText={
                list.data?.totalEstimated
                  ? {
                      paginationDisplayedRows: ({ from, to, count }) =>
                        t('resources.common.aboutRows', {
                          from,
                          to,
                          total: new Intl.NumberFormat(i18n.language).format(count),
                        }),
                    }
                  : undefined
              }
              columns={columns}
              getRowId={(row) => row.id}
              loading={list.isFetching}
              paginationMode="server"
              sortingMode="server"
              filterMode="server"
              disableColumnFilter
              disableRowSelectionOnClick
              {...(selection && {
                checkboxSelection: true,
                // Ticks on other pages stay, and "all" means the rows on screen, never the whole table.
                keepNonExistentRowsSelected: true,
                disableRowSelectionExcludeModel: true,
                rowSelectionModel: selectionModel,
                onRowSelectionModelChange: (model: GridRowSelectionModel) =>
                  selection.onChange([...model.ids].map(String)),
              })}
              pageSizeOptions={PAGE_SIZE_OPTIONS}
              paginationModel={{ page, pageSize }}
              onPaginationModelChange={(model: GridPaginationModel) => {
                setPageSize(model.pageSize);
                setPageState({ page: model.pageSize === pageSize ? model.page : 0, narrowing });
              }}
              sortModel={sortModel}
              onSortModelChange={setSortModel}
              autoHeight
              getRowHeight={wraps ? autoRowHeight : undefined}
              slots={{ noRowsOverlay: EmptyListOverlay }}
              slotProps={{
                noRowsOverlay: {
                  narrowed,
                  message: narrowed ? t('resources.common.noMatches') : t('resources.common.empty'),
                  hint: narrowed
                    ? t('resources.common.noMatchesHint')
                    : permissions.canCreate
                      ? t('resources.common.emptyHint', { kind: text.one })
                      : undefined,
                  action:
                    !narrowed && permissions.canCreate ? (
                      <Button onClick={openCreate} startIcon={<AddIcon />}>
                        {createLabel}
                      </Button>
                    ) : undefined,
                },
              }}
              sx={[
                { border: 0, '--DataGrid-overlayHeight': '260px' },
                // Content-sized rows: every cell gets the same padding and centres its content, so a
                // one-line name sits level with the wrapped text beside it.
                wraps && {
                  '& .MuiDataGrid-cell': {
                    display: 'flex',
                    alignItems: 'center',
                    lineHeight: 1.43,
                    py: 0.75,
                  },
                },
              ]}
            />
          </PageReferenceIdsProvider>
        </Paper>
      )}
      {deleteDialog}
      {dialog && (
        <ResourceFormDialog
          definition={definition}
          id={dialog.id}
          defaults={{ ...createDefaults, ...fixedFilter }}
          fields={dialogFields}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
