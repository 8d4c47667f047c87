// The bytes of a data file in chunks: a plain file as it is, a name ending in ".xz" decoded on the
// fly by liblzma (no child process, no shell). Errors — a file that cannot be read, a corrupt or
// truncated .xz — stop the reading with a message naming the file.
#pragma once

#include <cstddef>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace quince::tune {

bool is_xz_name(const std::string& path);

class FileReader {
  public:
    FileReader();
    ~FileReader();
    FileReader(const FileReader&)            = delete;
    FileReader& operator=(const FileReader&) = delete;

    // False with *err if the file cannot be opened (or the decoder cannot start).
    bool open(const std::string& path, std::string* err);
    // Up to `cap` bytes of the (decoded) content; 0 at the end or after an error (see error()).
    std::size_t read(char* buf, std::size_t cap);
    // Empty unless reading failed.
    const std::string& error() const { return error_; }

  private:
    struct Xz;
    std::size_t read_xz(char* buf, std::size_t cap);
    bool fill_input();

    std::string path_, error_;
    std::FILE* file_ = nullptr;
    std::unique_ptr<Xz> xz_; // set for .xz files
    bool done_ = false;
};

} // namespace quince::tune
