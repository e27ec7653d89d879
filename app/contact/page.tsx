import { StructuredData } from "@/components/seo/structured-data";
import { ContactPage } from "@/components/contact/contact-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

const page = content.pages.contact;

export const metadata = pageMetadata("/contact");

export default function Contact() {
  return (
    <>
      <StructuredData path="/contact" />
      <ContactPage page={page} />
    </>
  );
}
