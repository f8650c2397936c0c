import type { BodyType } from '@autoleasing/contracts';
import { useId } from 'react';
import { isLightPaint, paintOf } from './car-colours';
import { CAR_SHAPES } from './car-shapes';
import './car-picture.css';

interface CarPictureProps {
  bodyType: BodyType;
  /** Colour key of the car spec (black, red …); silver when unknown. */
  colour?: string | null;
  /** Text alternative, e.g. 'Zeichnung: Audi A4 Avant, Kombi in Blau'. Empty for decorative use. */
  alt: string;
  className?: string;
}

/** A drawn side view of the body type in the car's paint: the catalogue has no photos. */
export function CarPicture({ bodyType, colour, alt, className }: CarPictureProps) {
  const shape = CAR_SHAPES[bodyType] ?? CAR_SHAPES.compact;
  const titleId = useId();
  const paint = paintOf(colour);
  const outline = isLightPaint(colour) ? '#5b6472' : 'rgb(0 0 0 / 0.35)';
  const decorative = alt === '';
  return (
    <svg
      className={['car-picture', className].filter(Boolean).join(' ')}
      viewBox="0 0 320 140"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-labelledby={decorative ? undefined : titleId}
      focusable="false"
    >
      {!decorative && <title id={titleId}>{alt}</title>}
      <ellipse cx="164" cy="122" rx="142" ry="7" className="car-picture__shadow" />
      <path d={shape.body} fill={paint} stroke={outline} strokeWidth="2" strokeLinejoin="round" />
      <path d={shape.glass} className="car-picture__glass" />
      {shape.wheels.map((x) => (
        <g key={x}>
          <circle cx={x} cy={118 - shape.wheelRadius + 6} r={shape.wheelRadius} className="car-picture__tyre" />
          <circle cx={x} cy={118 - shape.wheelRadius + 6} r={shape.wheelRadius * 0.5} className="car-picture__rim" />
        </g>
      ))}
    </svg>
  );
}
