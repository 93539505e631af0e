import type { ComponentType, ReactNode } from 'react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName, IslandProps } from '../shared/islands';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the visitor changed before the island woke: the element and what it held. */
type Touched = { control: Control; value: string; checked: boolean };

/** The fields of an island that no longer hold what the server sent: the visitor set them before hydration. */
function touchedFields(root: Element): Touched[] {
  const touched: Touched[] = [];
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')
          ? control.checked !== control.defaultChecked
          : control.value !== control.defaultValue;
    if (changed) touched.push({ control, value: control.value, checked: 'checked' in control ? control.checked : false });
  }
  return touched;
}

/**
 * Gives back to the island what the visitor set before it woke, the way the visitor set it (a click
 * on a radio or checkbox, an input event with the text typed, a change of selection), so that the
 * island's own handlers take it into its state: hydration leaves the page as it is, but the next
 * render of a controlled field would set it back to the state the server rendered. React notices a
 * change only against the value it last saw, so that value is first set to the opposite. One field
 * per task, so that React renders between them: two events in one go both reach handlers made
 * before either, and a handler that builds on the state it saw (the simulator's route) loses the first.
 */
async function replay(touched: Touched[]): Promise<void> {
  for (const [index, { control, value, checked }] of touched.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve));
    if (!control.isConnected || control.disabled) continue;
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
      // An unchecked radio follows from the one checked in its group.
      if (control.type === 'radio' && !checked) continue;
      control.checked = !checked;
      control.click();
      continue;
    }
    control.value = value === '' ? ' ' : '';
    // The native setter, so that React sees a change it did not make.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** Runs `replay` after the island's first commit: parents' effects run after their children's. */
function KeepVisitorChoices({ touched, children }: { touched: Touched[]; children: ReactNode }) {
  useEffect(() => {
    void replay(touched);
  }, [touched]);
  return children;
}

/**
 * Makes the `hydrate` export of an island's entry: same component, same props as the server. What
 * the visitor set in the island's fields before its code arrived is read from the page at that
 * moment and stays the state after hydration (issue 21: a zone picked while the simulator loaded
 * was reverted to the default).
 */
export function islandHydrator<N extends IslandName>(_name: N, Component: ComponentType<IslandProps[N]>) {
  return (root: Element, props: IslandProps[N]): void => {
    if (root.hasAttribute('data-hydrated')) return;
    root.setAttribute('data-hydrated', '');
    hydrateRoot(
      root,
      <KeepVisitorChoices touched={touchedFields(root)}>
        <Component {...props} />
      </KeepVisitorChoices>,
    );
  };
}
