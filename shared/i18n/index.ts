// The interface strings live in content/<lang>/interface.yaml (read with copyOf(lang, 'interface', company)); their
// type is the schema's. The client imports only ./fill.ts and this type.
export type { Messages } from '../content/schemas/interface';
