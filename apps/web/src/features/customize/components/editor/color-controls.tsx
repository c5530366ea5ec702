import type { ColorClass, ThemeColors } from '@stockroom/contract';
import { ColorField } from './color-field';

interface ColorControlsProps {
  /** The colour classes the template uses. */
  classes: ColorClass[];
  textClasses: ColorClass[];
  colors: ThemeColors;
  onChange: (name: ColorClass, color: string) => void;
}

/** A colour picker per class the template uses, each with the contrast of the template's text colours on it. */
export function ColorControls({ classes, textClasses, colors, onChange }: ColorControlsProps) {
  return (
    <div>
      {classes.map((name) => (
        <ColorField
          key={name}
          name={name}
          value={colors[name].color}
          onChange={(color) => onChange(name, color)}
          textColors={textClasses.filter((t) => t !== name).map((t) => ({ name: t, color: colors[t].color }))}
        />
      ))}
    </div>
  );
}
