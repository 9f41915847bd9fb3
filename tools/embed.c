/* Build tool: writes a C file defining `const char NAME[]` and
** `const unsigned NAME_len` with the bytes of a file, so that the Lua
** parts of the runtime travel inside the binary.
** Usage: embed NAME INPUT OUTPUT */
#include <stdio.h>

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: embed NAME INPUT OUTPUT\n");
		return 2;
	}
	FILE *in = fopen(argv[2], "rb");
	if (!in) {
		perror(argv[2]);
		return 1;
	}
	FILE *out = fopen(argv[3], "w");
	if (!out) {
		perror(argv[3]);
		fclose(in);
		return 1;
	}
	fprintf(out, "/* generated from %s by tools/embed.c; do not edit */\n", argv[2]);
	fprintf(out, "const char %s[] = {\n", argv[1]);
	unsigned n = 0;
	int c;
	while ((c = fgetc(in)) != EOF) {
		fprintf(out, "%d,%s", c, (++n % 20) ? "" : "\n");
	}
	fprintf(out, "0};\nconst unsigned %s_len = %u;\n", argv[1], n);
	fclose(in);
	return fclose(out) ? 1 : 0;
}
