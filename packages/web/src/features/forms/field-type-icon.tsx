import type { FormFieldType } from '@seaberth/domain';
import ArrowDropDownCircleOutlinedIcon from '@mui/icons-material/ArrowDropDownCircleOutlined';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import NotesIcon from '@mui/icons-material/Notes';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import RadioButtonCheckedOutlinedIcon from '@mui/icons-material/RadioButtonCheckedOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import ShortTextIcon from '@mui/icons-material/ShortText';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import SubjectIcon from '@mui/icons-material/Subject';
import TitleIcon from '@mui/icons-material/Title';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

const ICONS: Record<FormFieldType, ComponentType<SvgIconProps>> = {
  Date: EventOutlinedIcon,
  Header: TitleIcon,
  Time: ScheduleOutlinedIcon,
  DateTime: MoreTimeIcon,
  Text: NotesIcon,
  QuestionShort: ShortTextIcon,
  QuestionLong: SubjectIcon,
  MultipleChoice: CheckBoxOutlinedIcon,
  Radio: RadioButtonCheckedOutlinedIcon,
  Select: ArrowDropDownCircleOutlinedIcon,
  Image: ImageOutlinedIcon,
  Video: OndemandVideoOutlinedIcon,
  Download: FileDownloadOutlinedIcon,
  Stars: StarOutlineIcon,
  MultipleSelect: ChecklistIcon,
};

/** The picture of a field type in the builder: the type picker and each field's line. */
export function FieldTypeIcon({ type, ...props }: { type: FormFieldType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
