#include "core/stop_words.hpp"

#include <set>
#include <string>

namespace pathshala::core {

bool is_stop_word(std::string_view word) {
  static const std::set<std::string, std::less<>> words = [] {
    std::set<std::string, std::less<>> out;
    for (std::string_view list = kEnglishStopWords; !list.empty();) {
      const auto space = list.find(' ');
      out.emplace(list.substr(0, space));
      if (space == std::string_view::npos) break;
      list.remove_prefix(space + 1);
    }
    return out;
  }();
  return words.contains(word);
}

}  // namespace pathshala::core
