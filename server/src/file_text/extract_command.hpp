#pragma once
// `pathshala extract-file <input> <out-dir>`: the child process the server starts for each
// file (extraction_process.hpp). Reads the file (page_reader.hpp) and writes into out-dir
// pages.json ({"pagesTotal":n,"pages":[{"number","text","ocr","width","height","source"}]}),
// the page images and the thumbnail; or error.txt with the reason it could not.
#include <string>
#include <vector>

namespace pathshala::file_text {

// Exit codes the server reads.
inline constexpr int kExitRead = 0;
inline constexpr int kExitUnreadable = 2;  // error.txt says why
inline constexpr int kExitNoMemory = 3;    // the memory limit was reached
inline constexpr int kExitFault = 4;       // anything else (error.txt)

// args: what follows "extract-file" on the command line.
int run_extract_command(const std::vector<std::string>& args);

}  // namespace pathshala::file_text
