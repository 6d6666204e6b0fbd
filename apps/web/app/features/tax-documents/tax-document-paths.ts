/** Where a document's PDF is downloaded: the API answers the owner and Orders staff only. */
export const taxDocumentPdfPath = (id: number) => `/api/tax-documents/${id}/pdf`;
