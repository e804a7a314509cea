import {expect, type Frame, type Page} from '@playwright/test';
import {COLOUR_RULES, frameAccessibilityViolations} from './axe';

// Example panels take the runner's control kit (/runner/panel.css, class .mw-panel) in both
// colour modes: checked on computed styles, then with axe.

/** Examples that together use every part of the kit: checkbox, select, button, range, segmented radios, legend. */
export const CONTROL_KIT_EXAMPLES: ReadonlySet<string> = new Set([
  'link-styles',
  'playback',
  'observation-modes',
  'geojson-by-property',
]);

const KIT = {
  light: {surface: 'rgb(255, 255, 255)', text: 'rgb(28, 30, 33)', primary: 'rgb(26, 98, 214)'},
  dark: {surface: 'rgb(36, 37, 38)', text: 'rgb(227, 227, 227)', primary: 'rgb(88, 166, 255)'},
} as const;
const CONTROL_BORDER = 'rgb(141, 148, 158)';

interface PanelStyle {
  panels: {position: string; background: string; color: string; shadow: string}[];
  boxed: {tag: string; border: string; radius: string; background: string; color: string}[];
  accents: string[];
  segments: {background: string; color: string}[];
  swatches: {line: boolean; width: string; height: string}[];
}

function panelStyle(frame: Frame): Promise<PanelStyle> {
  return frame.evaluate(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.mw-panel')];
    const inPanels = (selector: string) =>
      panels.flatMap((panel) => [...panel.querySelectorAll<HTMLElement>(selector)]);
    return {
      panels: panels.map((panel) => {
        const style = getComputedStyle(panel);
        return {
          position: style.position,
          background: style.backgroundColor,
          color: style.color,
          shadow: style.boxShadow,
        };
      }),
      boxed: inPanels('select, button').map((control) => {
        const style = getComputedStyle(control);
        return {
          tag: control.tagName.toLowerCase(),
          border: style.borderTopColor,
          radius: style.borderTopLeftRadius,
          background: style.backgroundColor,
          color: style.color,
        };
      }),
      accents: inPanels('input[type=checkbox], input[type=range], :not(.mw-segmented) > label > input[type=radio]').map(
        (input) => getComputedStyle(input).accentColor,
      ),
      segments: inPanels('.mw-segmented > label:has(:checked)').map((label) => {
        const style = getComputedStyle(label);
        return {background: style.backgroundColor, color: style.color};
      }),
      swatches: inPanels('.mw-legend .mw-swatch').map((swatch) => {
        const style = getComputedStyle(swatch);
        return {line: swatch.classList.contains('mw-line'), width: style.width, height: style.height};
      }),
    };
  });
}

async function setColourMode(page: Page, colorMode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((colorMode) => {
    (window as unknown as {runnerPort: MessagePort}).runnerPort.postMessage({type: 'color-mode', colorMode});
  }, colorMode);
}

/**
 * Checks the panels of the example drawn in the runner frame `#harness-runner` against the kit,
 * in light then dark mode, and runs axe in the frame in each (every rule, then the colour rules).
 */
export async function expectPanelsWearTheKit(page: Page, frame: Frame, id: string): Promise<void> {
  await expect(frame.locator('.mw-panel').first(), `${id}: panel`).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await setColourMode(page, mode);
    await expect(frame.locator('html')).toHaveAttribute('data-theme', mode);
    const kit = KIT[mode];
    const style = await panelStyle(frame);
    const where = `${id} (${mode})`;
    expect(style.panels.length, `${where}: panels`).toBeGreaterThan(0);
    for (const panel of style.panels) {
      expect(panel, `${where}: panel box`).toMatchObject({
        position: 'absolute',
        background: kit.surface,
        color: kit.text,
      });
      expect(panel.shadow, `${where}: panel shadow`).not.toBe('none');
    }
    const parts = style.boxed.length + style.accents.length + style.segments.length + style.swatches.length;
    expect(parts, `${where}: controls and keys`).toBeGreaterThan(0);
    for (const control of style.boxed) {
      expect(control.radius, `${where}: ${control.tag} corners`).toBe('6px');
      if (control.background !== kit.primary) {
        expect(control, `${where}: ${control.tag}`).toMatchObject({
          border: CONTROL_BORDER,
          background: kit.surface,
          color: kit.text,
        });
      }
    }
    for (const accent of style.accents) expect(accent, `${where}: accent colour`).toBe(kit.primary);
    for (const segment of style.segments) expect(segment.background, `${where}: chosen segment`).toBe(kit.primary);
    for (const swatch of style.swatches) {
      const size = swatch.line ? {width: '16px', height: '4px'} : {width: '12px', height: '12px'};
      expect(swatch, `${where}: legend swatch`).toMatchObject(size);
    }

    const violations = await frameAccessibilityViolations(frame, mode === 'light' ? {} : {rules: COLOUR_RULES});
    expect(violations, `${where}: axe`).toEqual([]);
  }
}
