import { Button } from '@jamstalldhet/blocks';
import { formLabels } from './form-labels';
import { itemButtonId } from './use-item-list';

interface ItemButtonsProps {
  /** The item's own id; the buttons' ids follow from it. */
  itemId: string;
  /** What one item is called ("Alternativ"). */
  itemLabel: string;
  index: number;
  count: number;
  canRemove: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * "Flytta upp", "Flytta ned" and "Ta bort" for one item; each button's name says which item
 * ("Ta bort alternativ 2"), starting with its visible text. A button that would do nothing is
 * disabled; the list moves focus away from one before it becomes so.
 */
export function ItemButtons({
  itemId,
  itemLabel,
  index,
  count,
  canRemove,
  onMove,
  onRemove,
}: ItemButtonsProps) {
  const number = index + 1;
  return (
    <div className="web-block-form__item-buttons">
      <Button
        id={itemButtonId(itemId, 'up')}
        variant="secondary"
        disabled={index === 0}
        aria-label={formLabels.itemAction(formLabels.moveUp, itemLabel, number)}
        onClick={() => onMove(index - 1)}
      >
        {formLabels.moveUp}
      </Button>
      <Button
        id={itemButtonId(itemId, 'down')}
        variant="secondary"
        disabled={index === count - 1}
        aria-label={formLabels.itemAction(formLabels.moveDown, itemLabel, number)}
        onClick={() => onMove(index + 1)}
      >
        {formLabels.moveDown}
      </Button>
      <Button
        id={itemButtonId(itemId, 'remove')}
        variant="secondary"
        disabled={!canRemove}
        aria-label={formLabels.itemAction(formLabels.remove, itemLabel, number)}
        onClick={onRemove}
      >
        {formLabels.remove}
      </Button>
    </div>
  );
}
