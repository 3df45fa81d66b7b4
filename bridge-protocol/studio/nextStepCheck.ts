/**
 * The schema's check of `data.submitted.nextStep` (bridge-protocol/nextStep.ts): a link needs its words
 * and an http(s) address, a code needs the code (unless each visitor gets one of their own, uniqueCode.ts), each problem at its own path. What the frame would
 * silently drop (a link to `javascript:`, an empty code) is refused here, so the site owner does not
 * find out from a visitor.
 */
import { httpLink } from '../httpLink';
import { hasOwn } from '../ownValue';
import { isNextStepType, NEXT_STEP_CODE_MAX_LENGTH } from '../nextStep';
import { uniqueCodeProblems } from '../uniqueCode';
import { isPlainObject } from '../validate';
import { isUnset, text, type Check, type Report } from './widgetFieldChecks';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from './widgetLimits';

const shortText = text(SHORT_TEXT_MAX_LENGTH);

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

function linkRule(words: unknown, url: unknown, path: string, report: Report): void {
  if (!filled(words)) report(`${path}.text`, 'Enter the link’s words, such as “Shop the sale”.');
  if (typeof url === 'string' && url.length > URL_MAX_LENGTH) report(`${path}.url`, `Keep the address to ${URL_MAX_LENGTH} characters or fewer.`);
  else if (isUnset(url) || (typeof url === 'string' && httpLink(url) === null)) report(`${path}.url`, 'Enter a web address that starts with https:// (or http://).');
}

function codeRule(code: unknown, path: string, report: Report): void {
  if (typeof code !== 'string' || code.trim() === '') report(`${path}.code`, 'Enter the code visitors copy, such as WELCOME10.');
  else if (code.trim().length > NEXT_STEP_CODE_MAX_LENGTH) report(`${path}.code`, `Keep the code to ${NEXT_STEP_CODE_MAX_LENGTH} characters or fewer.`);
}

export const nextStep: Check = (value, path, report) => {
  if (isUnset(value)) return;
  if (!isPlainObject(value)) return report(path, 'This must be a set of fields (a JSON object), not a single value.');
  const field = (key: string): unknown => (hasOwn(value, key) ? value[key] : undefined);
  shortText(field('text'), `${path}.text`, report);
  // A value that is not text is wrong whatever the type: reported at its own path.
  const [url, code] = [field('url'), field('code')];
  if (!isUnset(url) && typeof url !== 'string') report(`${path}.url`, 'Enter the address as text.');
  if (!isUnset(code) && typeof code !== 'string') report(`${path}.code`, 'Enter the code as text.');
  for (const problem of uniqueCodeProblems(value, path)) report(problem.path, problem.message);
  const type = field('type');
  if (!isNextStepType(type)) return report(`${path}.type`, 'Choose the next step: Messenger, a link, a code to copy or none.');
  if (type === 'link') linkRule(field('text'), url, path, report);
  // A unique code comes from the uploaded ones: the shared code is then not needed.
  const unique = field('unique') === true;
  if (type === 'code' && !unique && (isUnset(code) || typeof code === 'string')) codeRule(code, path, report);
};
