# Writes OUTPUT with the git revision of SOURCE_DIR (and "-dirty" when the
# work tree has changes), rewriting it only when that changes, so that a
# build recompiles the version file only after a commit. Run at every build.
set(revision "unknown")
find_package(Git QUIET)
if(GIT_FOUND)
  execute_process(COMMAND ${GIT_EXECUTABLE} -C ${SOURCE_DIR} rev-parse --short=12 HEAD
    OUTPUT_VARIABLE head OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE head_status ERROR_QUIET)
  if(head_status EQUAL 0)
    set(revision "${head}")
    execute_process(COMMAND ${GIT_EXECUTABLE} -C ${SOURCE_DIR} diff --quiet HEAD --
      RESULT_VARIABLE dirty ERROR_QUIET)
    if(NOT dirty EQUAL 0)
      string(APPEND revision "-dirty")
    endif()
  endif()
endif()
set(content "#define HLOKIT_GIT_REVISION \"${revision}\"\n")
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
endif()
if(NOT "${old}" STREQUAL "${content}")
  file(WRITE ${OUTPUT} "${content}")
endif()
