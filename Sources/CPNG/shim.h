// CPNG shim: the only place that talks to libpng's setjmp/longjmp error model.
//
// libpng reports errors by calling an error callback that must not return; the classic pattern
// (libpng manual §III "Setup") is `if (setjmp(png_jmpbuf(png))) { cleanup; }` in the function that
// calls libpng. A longjmp across Swift frames is undefined behaviour, so every function below that
// calls into libpng owns its own setjmp, and every callback (error, warning, write, read) is a C
// function here: no Swift closure is ever handed to libpng. Errors come back as a status code plus
// libpng's own message, copied into a caller-owned context.
//
// The context structs are owned by the Swift caller (not locals of the setjmp function), so their
// fields stay well defined after a longjmp (C11 7.13.2.1p3 only spares volatile locals).
#ifndef WIDGETRENDER_CPNG_SHIM_H
#define WIDGETRENDER_CPNG_SHIM_H

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WR_PNG_MESSAGE_CAPACITY 256

/// Status codes returned by the shim functions.
enum {
    WR_PNG_OK = 0,
    WR_PNG_FAILED = 1,          // libpng raised an error; the message is in the context
    WR_PNG_TRUNCATED = 2,       // the read callback ran past the end of the input
    WR_PNG_LAYOUT_MISMATCH = 3, // the transformed row size is not width * 4 (never expected)
};

/// Row filter sets and zlib strategies, re-exported for Swift.
enum {
    WR_PNG_FILTER_NONE = PNG_FILTER_NONE,
    WR_PNG_FILTER_SUB = PNG_FILTER_SUB,
    WR_PNG_FILTER_UP = PNG_FILTER_UP,
    WR_PNG_FILTER_AVG = PNG_FILTER_AVG,
    WR_PNG_FILTER_PAETH = PNG_FILTER_PAETH,
    WR_PNG_FILTER_ALL = PNG_ALL_FILTERS,
    WR_ZLIB_STRATEGY_DEFAULT = Z_DEFAULT_STRATEGY,
    WR_ZLIB_STRATEGY_FILTERED = Z_FILTERED,
    WR_ZLIB_STRATEGY_RLE = Z_RLE,
};

// MARK: - Shared callbacks

static inline void wr_png_copy_message(char *destination, const char *message) {
    if (message == NULL) message = "unknown libpng error";
    strncpy(destination, message, WR_PNG_MESSAGE_CAPACITY - 1);
    destination[WR_PNG_MESSAGE_CAPACITY - 1] = '\0';
}

/// Copies libpng's error message; when libpng warned just before (png_check_IHDR warns the specific
/// reason, then errors "Invalid IHDR data"), the last warning is appended: "error (after warning: …)".
static inline void wr_png_copy_error(char *destination, const char *message, const char *last_warning) {
    if (message == NULL) message = "unknown libpng error";
    if (last_warning != NULL && last_warning[0] != '\0') {
        snprintf(destination, WR_PNG_MESSAGE_CAPACITY, "%s (after warning: %s)", message, last_warning);
    } else {
        wr_png_copy_message(destination, message);
    }
}

// MARK: - Encoding

/// Encoder state: parameters in, PNG bytes (malloc'd, grown by doubling) and error message out.
typedef struct wr_png_writer {
    png_structp png;
    png_infop info;
    unsigned char *data;
    size_t length;
    size_t capacity;
    char message[WR_PNG_MESSAGE_CAPACITY];
    char last_warning[WR_PNG_MESSAGE_CAPACITY];
} wr_png_writer;

static void wr_png_writer_error(png_structp png, png_const_charp message) {
    wr_png_writer *writer = (wr_png_writer *)png_get_error_ptr(png);
    if (writer != NULL) wr_png_copy_error(writer->message, message, writer->last_warning);
    png_longjmp(png, 1);
}

/// Warnings do not stop encoding; the last one is kept to explain a following error.
static void wr_png_writer_warning(png_structp png, png_const_charp message) {
    wr_png_writer *writer = (wr_png_writer *)png_get_error_ptr(png);
    if (writer != NULL) wr_png_copy_message(writer->last_warning, message);
}

static void wr_png_writer_write(png_structp png, png_bytep bytes, size_t count) {
    wr_png_writer *writer = (wr_png_writer *)png_get_io_ptr(png);
    if (count > SIZE_MAX - writer->length) png_error(png, "PNG output size overflows");
    size_t needed = writer->length + count;
    if (needed > writer->capacity) {
        size_t capacity = writer->capacity < 4096 ? 4096 : writer->capacity;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) { capacity = needed; break; }
            capacity *= 2;
        }
        unsigned char *grown = (unsigned char *)realloc(writer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory growing the PNG output buffer");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->length, bytes, count);
    writer->length = needed;
}

static void wr_png_writer_flush(png_structp png) { (void)png; }

/// Encodes straight-alpha RGBA8 rows (`stride` bytes apart) as an 8-bit RGBA PNG.
///
/// `filters` is a WR_PNG_FILTER_* set, `level` a zlib level 0...9, `strategy` a WR_ZLIB_STRATEGY_*,
/// `initial_capacity` a guess of the output size. On success the bytes are in `writer->data`;
/// call `wr_png_writer_destroy` in every case.
static inline int wr_png_encode_rgba(wr_png_writer *writer, const unsigned char *rgba, uint32_t width,
                                     uint32_t height, size_t stride, int filters, int level, int strategy,
                                     int write_srgb, size_t initial_capacity) {
    memset(writer, 0, sizeof *writer);
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, wr_png_writer_error, wr_png_writer_warning);
    if (writer->png == NULL) {
        wr_png_copy_message(writer->message, "out of memory creating the libpng write struct");
        return WR_PNG_FAILED;
    }
    writer->info = png_create_info_struct(writer->png);
    if (writer->info == NULL) {
        wr_png_copy_message(writer->message, "out of memory creating the libpng info struct");
        return WR_PNG_FAILED;
    }
    if (initial_capacity > 0) {
        writer->data = (unsigned char *)malloc(initial_capacity);
        writer->capacity = writer->data != NULL ? initial_capacity : 0;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        return WR_PNG_FAILED;
    }
    png_set_write_fn(writer->png, writer, wr_png_writer_write, wr_png_writer_flush);
    png_set_IHDR(writer->png, writer->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (write_srgb) png_set_sRGB(writer->png, writer->info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(writer->png, level);
    png_set_compression_strategy(writer->png, strategy);
    png_set_compression_buffer_size(writer->png, 128 * 1024);
    png_write_info(writer->png, writer->info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(writer->png, rgba + (size_t)y * stride);
    }
    png_write_end(writer->png, NULL);
    return WR_PNG_OK;
}

/// Writes an 8-bit RGBA PNG whose image data is already compressed: libpng writes (and checks) the
/// signature, IHDR and sRGB, then `zlib_stream` goes out as one IDAT chunk and IEND closes the file
/// (png_write_chunk computes each chunk's CRC). Used with our own scanline compressor (PNGCodec's
/// ScanlineDeflate); `zlib_stream` must hold the filtered rows of exactly `width` × `height` pixels.
/// Call `wr_png_writer_destroy` in every case.
static inline int wr_png_encode_compressed(wr_png_writer *writer, uint32_t width, uint32_t height,
                                           const unsigned char *zlib_stream, size_t length, int write_srgb,
                                           size_t initial_capacity) {
    memset(writer, 0, sizeof *writer);
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, wr_png_writer_error, wr_png_writer_warning);
    if (writer->png == NULL) {
        wr_png_copy_message(writer->message, "out of memory creating the libpng write struct");
        return WR_PNG_FAILED;
    }
    writer->info = png_create_info_struct(writer->png);
    if (writer->info == NULL) {
        wr_png_copy_message(writer->message, "out of memory creating the libpng info struct");
        return WR_PNG_FAILED;
    }
    if (initial_capacity > 0) {
        writer->data = (unsigned char *)malloc(initial_capacity);
        writer->capacity = writer->data != NULL ? initial_capacity : 0;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        return WR_PNG_FAILED;
    }
    if (length > 0x7FFFFFFFu) png_error(writer->png, "compressed image data exceeds one PNG chunk");
    png_set_write_fn(writer->png, writer, wr_png_writer_write, wr_png_writer_flush);
    png_set_IHDR(writer->png, writer->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (write_srgb) png_set_sRGB(writer->png, writer->info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(writer->png, writer->info);
    static const png_byte idat[5] = "IDAT";
    static const png_byte iend[5] = "IEND";
    png_write_chunk(writer->png, idat, zlib_stream, length);
    png_write_chunk(writer->png, iend, NULL, 0);
    return WR_PNG_OK;
}

/// Frees the libpng structs and the output buffer.
static inline void wr_png_writer_destroy(wr_png_writer *writer) {
    if (writer->png != NULL) png_destroy_write_struct(&writer->png, &writer->info);
    free(writer->data);
    writer->data = NULL;
    writer->length = 0;
    writer->capacity = 0;
}

// MARK: - Decoding

/// Decoder state: the input bytes and read position, the header found, the error message out.
typedef struct wr_png_reader {
    png_structp png;
    png_infop info;
    const unsigned char *input;
    size_t input_length;
    size_t input_offset;
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlace_type;
    int truncated;
    int reading_rows;          // set while wr_png_read_rgba decodes rows
    size_t trailing_bytes;     // bytes read after the last row was complete
    int trailing_stopped;      // the read stopped at WR_PNG_TRAILING_SLACK: every row is decoded
    char message[WR_PNG_MESSAGE_CAPACITY];
    char last_warning[WR_PNG_MESSAGE_CAPACITY];
} wr_png_reader;

static void wr_png_reader_error(png_structp png, png_const_charp message) {
    wr_png_reader *reader = (wr_png_reader *)png_get_error_ptr(png);
    if (reader != NULL) wr_png_copy_error(reader->message, message, reader->last_warning);
    png_longjmp(png, 1);
}

/// Warnings (e.g. a bad CRC in an ancillary chunk, which libpng then skips) do not stop decoding;
/// the last one is kept to explain a following error.
static void wr_png_reader_warning(png_structp png, png_const_charp message) {
    wr_png_reader *reader = (wr_png_reader *)png_get_error_ptr(png);
    if (reader != NULL) wr_png_copy_message(reader->last_warning, message);
}

/// Bytes libpng may read once every row is decoded before the rest is ignored. After the last
/// row libpng inflates whatever compressed data is left in the IDAT chunks to find the stream's end
/// (png_read_finish_row → png_read_finish_IDAT, inside the last png_read_row): a 1 MB file of trailing
/// zlib zeros is a gigabyte to inflate. Inflating is at most 1032 output bytes per input byte (zlib's
/// deflate limit), so capping the input read after the last row caps that work: past the slack the read
/// stops and the complete image is returned; a well-formed file's end (the Adler-32, the last CRC, IEND)
/// fits in it and is still checked.
#define WR_PNG_TRAILING_SLACK ((size_t)16384)

/// True once libpng has produced every row (the row counter reached the height, or, interlaced, the
/// pass counter is past the seventh pass).
static inline int wr_png_rows_done(png_structp png, const wr_png_reader *reader) {
    if (reader->interlace_type != PNG_INTERLACE_NONE) return png_get_current_pass_number(png) >= 7;
    return png_get_current_row_number(png) >= reader->height;
}

static void wr_png_reader_read(png_structp png, png_bytep bytes, size_t count) {
    wr_png_reader *reader = (wr_png_reader *)png_get_io_ptr(png);
    if (reader->reading_rows && wr_png_rows_done(png, reader)) {
        reader->trailing_bytes += count;
        if (reader->trailing_bytes > WR_PNG_TRAILING_SLACK) {
            reader->trailing_stopped = 1;
            png_error(png, "trailing image data ignored");
        }
    }
    if (count > reader->input_length - reader->input_offset) {
        reader->truncated = 1;
        png_error(png, "unexpected end of PNG data");
    }
    memcpy(bytes, reader->input + reader->input_offset, count);
    reader->input_offset += count;
}

/// Starts decoding `input` and reads every chunk up to the first IDAT, with libpng's own limits
/// (`png_set_user_limits`, `png_set_chunk_malloc_max`) set first. Ancillary chunks we never use
/// (text, ICC profiles, times, …) are skipped unread so they cost neither memory nor time.
/// Call `wr_png_reader_destroy` in every case.
static inline int wr_png_read_header(wr_png_reader *reader, const unsigned char *input, size_t input_length,
                                     uint32_t maximum_width, uint32_t maximum_height, size_t maximum_chunk_bytes) {
    memset(reader, 0, sizeof *reader);
    reader->input = input;
    reader->input_length = input_length;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, wr_png_reader_error, wr_png_reader_warning);
    if (reader->png == NULL) {
        wr_png_copy_message(reader->message, "out of memory creating the libpng read struct");
        return WR_PNG_FAILED;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        wr_png_copy_message(reader->message, "out of memory creating the libpng info struct");
        return WR_PNG_FAILED;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        return reader->truncated ? WR_PNG_TRUNCATED : WR_PNG_FAILED;
    }
    png_set_read_fn(reader->png, reader, wr_png_reader_read);
    png_set_user_limits(reader->png, maximum_width, maximum_height);
    png_set_chunk_malloc_max(reader->png, maximum_chunk_bytes);
    static const png_byte skipped[] =
        "iCCP\0iTXt\0tEXt\0zTXt\0sPLT\0eXIf\0tIME\0pCAL\0sCAL\0hIST\0oFFs\0pHYs\0sTER\0";
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, skipped, (int)(sizeof skipped / 5));
    png_read_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    reader->bit_depth = png_get_bit_depth(reader->png, reader->info);
    reader->color_type = png_get_color_type(reader->png, reader->info);
    reader->interlace_type = png_get_interlace_type(reader->png, reader->info);
    return WR_PNG_OK;
}


/// Decodes the image data into `output` as straight-alpha RGBA8 rows `stride` bytes apart
/// (stride must be width * 4; output holds height * stride bytes), then reads up to IEND.
///
/// Transformations: palette → RGB, gray 1/2/4 → 8 bits, tRNS → alpha, 16 → 8 bits with rounding
/// (png_set_scale_16), gray → RGB, opaque alpha 0xFF added after, Adam7 de-interlaced by libpng.
/// No gamma transformation: samples are taken as sRGB-encoded and gAMA/cHRM/sRGB are ignored.
static inline int wr_png_read_rgba(wr_png_reader *reader, unsigned char *output, size_t stride) {
    if (setjmp(png_jmpbuf(reader->png))) {
        if (reader->trailing_stopped) return WR_PNG_OK;  // every row is in `output`
        return reader->truncated ? WR_PNG_TRUNCATED : WR_PNG_FAILED;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (reader->color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (reader->color_type == PNG_COLOR_TYPE_GRAY && reader->bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (reader->bit_depth == 16) png_set_scale_16(png);
    if ((reader->color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != stride || (size_t)reader->width * 4 != stride) {
        wr_png_copy_message(reader->message, "transformed row size is not width * 4");
        return WR_PNG_LAYOUT_MISMATCH;
    }
    reader->reading_rows = 1;
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < reader->height; y++) {
            png_read_row(png, output + (size_t)y * stride, NULL);
        }
    }
    reader->reading_rows = 0;
    png_read_end(png, NULL);
    return WR_PNG_OK;
}

/// Frees the libpng read structs.
static inline void wr_png_reader_destroy(wr_png_reader *reader) {
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, &reader->info, NULL);
}

#endif
