import { StructuredData } from "@/components/seo/structured-data";
import { ContactPage } from "@/components/contact/contact-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const page = content.pages.contact;
const route = corePage("contact");

export const metadata = pageMetadata(route.path);

export default function Contact() {
  return (
    <>
      <StructuredData path={route.path} />
      <ContactPage page={page} />
    </>
  );
}
