import { endpointUrl } from '@facet/contracts/endpoint';
import { taxDocumentEndpoints } from '@facet/contracts/tax-document-endpoints';

/** Where a document's PDF is downloaded: the API answers the owner and Orders staff only. */
export const taxDocumentPdfPath = (id: number) => endpointUrl(taxDocumentEndpoints.pdf, { params: { id } });
