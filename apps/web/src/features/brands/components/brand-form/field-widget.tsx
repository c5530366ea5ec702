import { ColorValueInput } from './color-value-input';
import { ImageValueInput } from './image-value-input';
import { TextValueInput } from './text-value-input';
import type { WidgetProps } from './widget-props';

/** The widget a field's type picks; a type this form does not know is edited as one line of text. */
export function FieldWidget(props: WidgetProps & { onBusyChange: (busy: boolean) => void }) {
  const { onBusyChange, ...widget } = props;
  if (widget.field.type === 'color') return <ColorValueInput {...widget} />;
  if (widget.field.type === 'image') return <ImageValueInput {...widget} onBusyChange={onBusyChange} />;
  return <TextValueInput {...widget} />;
}
