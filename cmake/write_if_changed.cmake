# write_if_changed(PATH TEXT): writes TEXT to PATH only when PATH does not already hold it, so a
# generated source that did not change keeps its time stamp and nothing is recompiled. Included by
# the build steps that generate sources (embed_data.cmake, build_web.cmake).
function(write_if_changed path text)
  set(old "")
  if(EXISTS ${path})
    file(READ ${path} old)
  endif()
  if(NOT old STREQUAL text)
    file(WRITE ${path} "${text}")
  endif()
endfunction()
