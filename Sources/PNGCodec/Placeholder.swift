// Placeholder so the target compiles while PNGCodec is being written; removed by its first real file.
