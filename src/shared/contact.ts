/**
 * Where members write for help: named by the legal pages (docs/product.md#terms-and-privacy) and by the security
 * notices mailed after an e-mail or password change (docs/product.md#security-notices).
 */
export const CONTACT_EMAIL = 'support@equipped.example';
