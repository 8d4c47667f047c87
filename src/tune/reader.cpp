// Reading plain and .xz data files in chunks (see reader.h).
#include "tune/reader.h"

#include <cstdint>

#include <lzma.h>

namespace quince::tune {

bool is_xz_name(const std::string& path) {
    return path.size() > 3 && path.compare(path.size() - 3, 3, ".xz") == 0;
}

struct FileReader::Xz {
    lzma_stream strm             = LZMA_STREAM_INIT;
    std::vector<std::uint8_t> in = std::vector<std::uint8_t>(std::size_t(1) << 16);
    bool input_ended             = false;
    ~Xz() { lzma_end(&strm); }
};

namespace {

std::string lzma_message(lzma_ret r) {
    switch (r) {
    case LZMA_FORMAT_ERROR: return "it is not in the .xz format";
    case LZMA_DATA_ERROR: return "it is corrupt (compressed data error)";
    case LZMA_BUF_ERROR: return "it is truncated (the compressed data ends too early)";
    case LZMA_MEM_ERROR: return "out of memory while decompressing";
    case LZMA_MEMLIMIT_ERROR: return "decompressing needs too much memory";
    case LZMA_OPTIONS_ERROR: return "it uses .xz options liblzma does not support";
    default: return "liblzma error " + std::to_string(int(r));
    }
}

} // namespace

FileReader::FileReader() = default;

FileReader::~FileReader() {
    if (file_) std::fclose(file_);
}

bool FileReader::open(const std::string& path, std::string* err) {
    path_ = path;
    file_ = std::fopen(path.c_str(), "rb");
    if (!file_) return err && (*err = "cannot open '" + path + "'", false);
    if (!is_xz_name(path)) return true;
    xz_ = std::make_unique<Xz>();
    // Concatenated streams are read as one, as `xz -dc` does; no memory limit (the data files are
    // made with the default presets, which need a few MB).
    const lzma_ret r = lzma_stream_decoder(&xz_->strm, UINT64_MAX, LZMA_CONCATENATED);
    if (r != LZMA_OK) return err && (*err = "cannot read '" + path + "': " + lzma_message(r), false);
    return true;
}

std::size_t FileReader::read(char* buf, std::size_t cap) {
    if (!file_ || done_ || !error_.empty() || cap == 0) return 0;
    if (xz_) return read_xz(buf, cap);
    const std::size_t n = std::fread(buf, 1, cap, file_);
    if (n < cap) {
        if (std::ferror(file_)) {
            error_ = "cannot read '" + path_ + "': read error";
            return 0;
        }
        done_ = n == 0;
    }
    return n;
}

bool FileReader::fill_input() {
    Xz& x = *xz_;
    if (x.strm.avail_in > 0 || x.input_ended) return true;
    const std::size_t n = std::fread(x.in.data(), 1, x.in.size(), file_);
    if (n < x.in.size()) {
        if (std::ferror(file_)) {
            error_ = "cannot read '" + path_ + "': read error";
            return false;
        }
        x.input_ended = true; // from now on LZMA_FINISH: liblzma reports a truncated stream
    }
    x.strm.next_in  = x.in.data();
    x.strm.avail_in = n;
    return true;
}

std::size_t FileReader::read_xz(char* buf, std::size_t cap) {
    lzma_stream& s = xz_->strm;
    s.next_out     = reinterpret_cast<std::uint8_t*>(buf);
    s.avail_out    = cap;
    while (s.avail_out > 0) {
        if (!fill_input()) return 0;
        const lzma_ret r = lzma_code(&s, xz_->input_ended ? LZMA_FINISH : LZMA_RUN);
        if (r == LZMA_STREAM_END) {
            done_ = true;
            break;
        }
        if (r != LZMA_OK) {
            // Whatever was decoded of a damaged file is dropped with the error.
            error_ = "cannot read '" + path_ + "': " + lzma_message(r);
            return 0;
        }
    }
    return cap - s.avail_out;
}

} // namespace quince::tune
