/** A wa.me click-to-chat link for an E.164 number ("+91 98200 12345" → https://wa.me/919820012345). */
export function whatsAppLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}
