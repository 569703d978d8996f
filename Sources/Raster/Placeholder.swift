// Placeholder so the target compiles while Raster is being written; removed by its first real file.
