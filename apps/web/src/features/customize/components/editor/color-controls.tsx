import type { ColorClass, TextBackgroundPair, ThemeColors } from '@stockroom/contract';
import { ColorField } from './color-field';

interface ColorControlsProps {
  /** The colour classes the template uses. */
  classes: ColorClass[];
  /** Which text colours the layout draws on which colours (`textBackgroundPairs`). */
  pairs: TextBackgroundPair[];
  colors: ThemeColors;
  onChange: (name: ColorClass, color: string) => void;
}

/** A colour picker per class the template uses, each with the contrast of the text the layout puts on it. */
export function ColorControls({ classes, pairs, colors, onChange }: ColorControlsProps) {
  return (
    <div>
      {classes.map((name) => (
        <ColorField
          key={name}
          name={name}
          value={colors[name].color}
          onChange={(color) => onChange(name, color)}
          textColors={pairs
            .filter((pair) => pair.background === name)
            .map((pair) => ({ name: pair.text, color: colors[pair.text].color }))}
        />
      ))}
    </div>
  );
}
