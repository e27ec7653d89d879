import { entryRoute } from "@/app/entry-route";

const route = entryRoute("/city/");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
