/*
** measure CMD [ARGS]: runs CMD with its standard input and output as they
** are, and prints "seconds S maxrss_kb K cpu C" on stderr: the wall time,
** the peak resident memory of the child (getrusage / wait4 ru_maxrss) and
** its CPU time (user + system), which a busy machine does not inflate.
*/
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: measure CMD [ARGS]\n");
		return 2;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid_t pid = fork();
	if (pid == 0) {
		execvp(argv[1], argv + 1);
		perror(argv[1]);
		_exit(127);
	}
	int status;
	struct rusage ru;
	if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) {
		perror("measure");
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	double s = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	double cpu = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
		     ru.ru_stime.tv_usec / 1e6;
	fprintf(stderr, "seconds %.4f maxrss_kb %ld cpu %.4f\n", s, ru.ru_maxrss, cpu);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
