import type { NotFoundPageInput } from "@/lib/content/page-schemas";

const notFound: NotFoundPageInput = {
  title: "Page Not Found",
  heading: "Page Not Found",
  message: "The page you are looking for does not exist. It may have been moved or deleted.",
};

export default notFound;
