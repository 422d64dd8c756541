import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * Lingui's `<Trans>`, which the `<Trans>` macro compiles to (lingui.config.ts): a message's words
 * with its values in place, where the data's words stay words. Lingui puts a string value into the
 * translation, then reads the whole for its tags (`<0>…</0>`): a name from the back end such as
 * `Bar <b>One</b>` would lose its text or take another part's element. A value with a `<` goes in
 * as an element of its own, which Lingui never reads.
 */
export function Trans(props: TransProps) {
  const values =
    props.values &&
    Object.fromEntries(
      Object.entries(props.values).map(([name, value]) => [name, typeof value === 'string' && value.includes('<') ? <>{value}</> : value]),
    );
  return <LinguiTrans {...props} values={values} />;
}
