import {
  type AnyReport,
  groupingOf,
  nightsBetween,
  TIME_UNIT_SPANS,
  TIME_UNITS,
  type TimeUnit,
} from '@seaberth/domain';
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Period } from '../period.ts';

/** Whether rows of `unit` may cover the period: a day series spans three years, weeks ten. */
const fits = (unit: TimeUnit, period: Period) =>
  !period.from || !period.to || nightsBetween(period.from, period.to) <= TIME_UNIT_SPANS[unit];

/**
 * The unit a report over time is shown by: the one asked (from the address) when the report takes
 * it and the period is not too long for it, else the report's default (month). Undefined for a
 * report that does not group by time.
 */
export function reportUnit(
  definition: AnyReport,
  asked: string | null,
  period: Period,
): TimeUnit | undefined {
  const unit = groupingOf(definition, asked);
  const fallback = groupingOf(definition, undefined);
  return unit && fits(unit, period) ? unit : fallback;
}

/**
 * "Group by": day, week, month or year for a report over time, in its header. A unit whose rows
 * could not cover the period (a row per day over more than three years) is offered disabled, and
 * says why.
 */
export function ReportGroupBy({
  definition,
  period,
  value,
  onChange,
}: {
  definition: AnyReport;
  period: Period;
  value: TimeUnit;
  onChange: (unit: TimeUnit) => void;
}) {
  const { t } = useTranslation();
  const units = TIME_UNITS.filter((unit) => definition.groupBy?.units.includes(unit));
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('reports.groupBy.label')}
      onChange={(_, next: TimeUnit | null) => next && onChange(next)}
    >
      {units.map((unit) =>
        fits(unit, period) ? (
          <ToggleButton key={unit} value={unit}>
            {t(`reports.groupBy.${unit}`)}
          </ToggleButton>
        ) : (
          <Tooltip
            key={unit}
            title={t('reports.groupBy.tooLong', {
              per: t(`reports.groupBy.per.${unit}`),
              days: TIME_UNIT_SPANS[unit],
            })}
          >
            {/* A disabled button fires no events: the tooltip listens on its wrapper. */}
            <span>
              <ToggleButton value={unit} disabled size="small">
                {t(`reports.groupBy.${unit}`)}
              </ToggleButton>
            </span>
          </Tooltip>
        ),
      )}
    </ToggleButtonGroup>
  );
}
