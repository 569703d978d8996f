// Placeholder so the target compiles while Layout is being written; removed by its first real file.
