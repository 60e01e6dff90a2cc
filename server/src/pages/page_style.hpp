#pragma once
// How the server's HTML looks: the app's own stylesheet (Tailwind; web/src/index.css reads
// this directory with @source, so every class here is in it) and the app's own classes
// where the app's page has the same element. That matters for more than looks: the app
// replaces #root when it takes over, and if its heading were bigger than the server's, the
// browser would count that later paint as the page's largest (LCP). With the same header
// height and the same heading (size, weight, width), the takeover paints nothing larger and
// the page does not jump.
#include <string>
#include <string_view>

namespace pathshala::pages {

// The page's <main>: the app's page container, and plain readable lists and links.
inline constexpr std::string_view kMainClass =
    "mx-auto max-w-6xl px-4 py-8 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl "
    "[&_h2]:font-semibold [&_h3]:font-semibold [&_li]:mt-3 [&_p]:text-slate-700";
// A page's <h1>, as every app page but the home page writes it.
inline constexpr std::string_view kHeadingClass = "text-2xl font-bold sm:text-3xl";
// The paragraph under the heading.
inline constexpr std::string_view kIntroClass = "mt-2";

// The bar above the page: the site's name linking home, as tall as the app's header.
std::string site_header(std::string_view site_name);

}  // namespace pathshala::pages
