/* The floor for BarSnap's passing path: read a PNG file, decode it to 8-bit RGBA with libpng (simplified API,
 * the same library and output format BarSnap uses), memcmp against pixels already in memory — nothing else.
 *
 *   floor verify REF.png RUNS        one decode + memcmp per run (what verifying one snapshot must do)
 *   floor diff A.png B.png RUNS      decode both + memcmp per run (single thread)
 *
 * Prints "median_ms p90_ms min_ms" after 5 untimed warm-ups. Build: cc -O2 -o floor floor.c -lpng16 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(n > 0 ? n : 1);
    if (fread(buf, 1, n, f) != (size_t)n) { fprintf(stderr, "%s: short read\n", path); exit(2); }
    fclose(f);
    *size = n;
    return buf;
}

/* Reads the file and decodes it; returns RGBA pixels (caller frees). */
static unsigned char *decode(const char *path, png_uint_32 *w, png_uint_32 *h) {
    size_t size;
    unsigned char *bytes = read_file(path, &size);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, size)) { fprintf(stderr, "%s: %s\n", path, image.message); exit(2); }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *px = malloc(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, NULL, px, 0, NULL)) { fprintf(stderr, "%s: %s\n", path, image.message); exit(2); }
    *w = image.width; *h = image.height;
    png_image_free(&image);
    free(bytes);
    return px;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    int verify = argc == 4 && strcmp(argv[1], "verify") == 0;
    int diff = argc == 5 && strcmp(argv[1], "diff") == 0;
    if (!verify && !diff) { fprintf(stderr, "usage: floor verify REF.png RUNS | floor diff A.png B.png RUNS\n"); return 64; }
    int runs = atoi(argv[argc - 1]);
    if (runs < 1) runs = 1;
    png_uint_32 w, h;
    unsigned char *held = decode(argv[2], &w, &h); /* the "rendered" image already in memory */
    size_t n = (size_t)w * h * 4;
    double *t = malloc(sizeof(double) * runs);
    volatile int equal = 0;
    for (int i = -5; i < runs; i++) {
        double t0 = now_ms();
        png_uint_32 w2, h2;
        unsigned char *a = decode(argv[2], &w2, &h2);
        if (verify) {
            equal += w2 == w && h2 == h && memcmp(a, held, n) == 0;
        } else {
            png_uint_32 w3, h3;
            unsigned char *b = decode(argv[3], &w3, &h3);
            equal += w2 == w3 && h2 == h3 && memcmp(a, b, n) == 0;
            free(b);
        }
        free(a);
        if (i >= 0) t[i] = now_ms() - t0;
    }
    qsort(t, runs, sizeof(double), cmp_double);
    double median = runs % 2 ? t[runs / 2] : (t[runs / 2 - 1] + t[runs / 2]) / 2;
    int p90 = (int)((runs * 9 + 9) / 10) - 1;
    printf("%.3f %.3f %.3f\n", median, t[p90 < runs ? p90 : runs - 1], t[0]);
    free(t);
    free(held);
    return equal >= 0 ? 0 : 1;
}
