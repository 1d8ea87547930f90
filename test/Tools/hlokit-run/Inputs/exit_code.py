"""Runs a command, passes its output through, then prints `exit code: N`.

lit's `not` only inverts an exit status; the tests of hlokit-run's documented
exit codes need the number itself.
"""
import subprocess
import sys

completed = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT)
sys.stdout.write(completed.stdout.decode())
print(f"exit code: {completed.returncode}")
