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

// The bar above the page, as the app's Header draws it (web/src/app/layouts/Header.tsx; keep
// them in step): the site's name linking home; from a tablet's width up, the main links (the
// one for this path marked current) and the site search, a plain GET form to /search. The
// account control and the phone's menu need the app: an empty box holds the account's place
// (as wide as the app's own placeholder while it asks who is signed in, so the links do not
// move), and the name's line height keeps the row as tall as the app's (40 px with the phone's
// menu button, 36 px from a tablet up). path: the page's own.
std::string site_header(std::string_view site_name, std::string_view path);

}  // namespace pathshala::pages
