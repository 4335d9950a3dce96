/* The limit for `make bench-diff`: two PNGs decoded with libspng (the library Autocell reads
 * PNGs with, same flags) and compared 32-bit word by word in a plain loop, nothing else.
 *
 *   diff_reference ROUNDS A.png B.png
 *
 * Prints the best of ROUNDS as `reference_ms=… different_words=N`. */
#include <spng.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* The file's pixels as RGBA8 (tRNS applied), or NULL. */
static uint32_t *decode(const char *path, size_t *pixels) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    unsigned char *bytes = malloc(size);
    size_t got = bytes ? fread(bytes, 1, size, file) : 0;
    fclose(file);
    if (got != (size_t)size) { free(bytes); return NULL; }
    spng_ctx *context = spng_ctx_new(0);
    uint32_t *out = NULL;
    size_t length = 0;
    if (context && spng_set_png_buffer(context, bytes, size) == 0 &&
        spng_decoded_image_size(context, SPNG_FMT_RGBA8, &length) == 0 && (out = malloc(length)) &&
        spng_decode_image(context, out, length, SPNG_FMT_RGBA8, SPNG_DECODE_TRNS) != 0) {
        free(out);
        out = NULL;
    }
    spng_ctx_free(context);
    free(bytes);
    *pixels = length / 4;
    return out;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: diff_reference ROUNDS A.png B.png\n"); return 2; }
    int rounds = atoi(argv[1]);
    double best = 1e300;
    long different = -1;
    for (int round = 0; round < rounds; round++) {
        double start = now_ms();
        size_t n1 = 0, n2 = 0;
        uint32_t *a = decode(argv[2], &n1), *b = decode(argv[3], &n2);
        if (!a || !b || n1 != n2) { fprintf(stderr, "diff_reference: cannot decode\n"); return 2; }
        long count = 0;
        for (size_t i = 0; i < n1; i++) count += a[i] != b[i];
        double elapsed = now_ms() - start;
        free(a);
        free(b);
        if (elapsed < best) best = elapsed;
        different = count;
    }
    printf("reference_ms=%.2f different_words=%ld\n", best, different);
    return 0;
}
