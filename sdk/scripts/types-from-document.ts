import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live, relative to the package root. */
export const GENERATED_TYPES_PATH = 'src/generated/openapi.ts';

const HEADER = `/**
 * Types of the Caja public API (/public/v1), generated from its OpenAPI document.
 * Do not edit: run \`npm run generate -w sdk\` after changing the contract, and commit the result.
 * test/sdk-types.test.ts fails while this file differs from what the server's document generates.
 */

`;

/**
 * The TypeScript text of an OpenAPI document, exactly as it is committed. Both the generate
 * script and the freshness test call this, so that they can only disagree when the document does.
 */
export async function typesFromDocument(document: unknown): Promise<string> {
  // openapi-typescript may annotate the object it reads; a copy keeps the caller's intact.
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], {
    // Its warnings go to the console; the test that calls this reads only the text.
    silent: true,
  });
  return HEADER + astToString(ast);
}
