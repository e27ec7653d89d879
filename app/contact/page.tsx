import { ContactPage } from "@/components/contact/contact-page";
import { content } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";

const page = content.pages.contact;

export const metadata = buildMetadata({ ...page.meta, path: "/contact" });

export default function Contact() {
  return <ContactPage page={page} />;
}
