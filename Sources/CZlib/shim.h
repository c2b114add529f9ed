// zlib, for the PNG writer's DEFLATE stream and its chunks' CRCs. Linked by AdPreviewRender's
// linker settings (the static archive on Linux when it is installed), not by this map.
#include <zlib.h>
