// 404.html hydrates at any address; a route matching it must not fetch that page's HTML or .data, which can only 404 again.

export const NOT_FOUND_DOCUMENT_ATTRIBUTE = 'data-not-found-document'
