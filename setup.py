"""The compiled part of the hlokit wheel: CMake builds the extension
(target hlokit-python) in build/, exactly as a developer build does, and
setuptools packs it with python/hlokit. See pyproject.toml."""
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        subprocess.check_call(["cmake", "--preset", "default",
                               f"-DPython_EXECUTABLE={sys.executable}"],
                              cwd=ROOT)
        subprocess.check_call(["cmake", "--build", "build", "-j2", "--target",
                               "hlokit-python"], cwd=ROOT)
        (built,) = (ROOT / "build" / "python" / "hlokit").glob("_hlokit.*.so")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(ext_modules=[Extension("hlokit._hlokit", sources=[])],
      cmdclass={"build_ext": CMakeBuild},
      # setuptools' own scratch space, away from CMake's files in build/.
      options={"build": {"build_base": "build/setuptools"},
               "egg_info": {"egg_base": "build/setuptools"}})
