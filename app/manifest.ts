import type { MetadataRoute } from "next";
import { business } from "@/lib/content";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: business.name,
    short_name: "DeLand Repair",
    description: business.tagline,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b2545",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
}
