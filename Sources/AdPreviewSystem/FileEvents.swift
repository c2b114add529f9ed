/// The system's word that watched files changed, so a watcher reads nothing until a file is
/// saved: inotify on Linux (a watch on each folder that holds a watched file, which also sees
/// an editor's save by renaming a new file over the old one), kqueue on macOS (a descriptor
/// on each file, opened again after a rename or a removal). Nil where neither can be set up
/// (inotify's watch limit reached, more files than descriptors to spare): the watcher then
/// compares the files' stamps at intervals.
public final class FileEvents {
  #if canImport(Glibc) || canImport(Musl)
    private let descriptor: Int32
    /// Each watch's folder (with its trailing slash) by watch descriptor.
    private var folders: [Int32: String] = [:]
    private let watched: Set<String>
  #elseif canImport(Darwin)
    private let queue: Int32
    /// Each watched path's descriptor, and the path of each descriptor.
    private var descriptors: [String: Int32] = [:]
    private var paths: [Int32: String] = [:]
    /// The most files watched with a descriptor each; past it the watcher polls.
    public static let maximumFiles = 2_000
  #endif

  /// Watches `paths`; nil when the system cannot.
  public init?(paths: [String]) {
    #if canImport(Glibc) || canImport(Musl)
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      watched = Set(paths)
      var seen: Set<String> = []
      let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB)
      for path in paths {
        let folder = FileEvents.folder(of: path)
        guard seen.insert(folder).inserted else { continue }
        let watch = inotify_add_watch(descriptor, folder.isEmpty ? "." : folder, mask)
        guard watch >= 0 else {
          close(descriptor)
          return nil
        }
        folders[watch] = folder
      }
    #elseif canImport(Darwin)
      guard paths.count <= FileEvents.maximumFiles else { return nil }
      queue = kqueue()
      guard queue >= 0 else { return nil }
      for path in paths where descriptors[path] == nil {
        guard add(path) else {
          close()
          return nil
        }
      }
    #else
      return nil
    #endif
  }

  deinit {
    #if canImport(Glibc) || canImport(Musl)
      close(descriptor)
    #elseif canImport(Darwin)
      close()
    #endif
  }

  /// The watched paths that changed since the last call, without waiting.
  public func changes() -> [String] {
    #if canImport(Glibc) || canImport(Musl)
      var changed: [String] = []
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let (watch, length) = buffer.withUnsafeBytes { bytes in
            (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self), Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
          }
          let name = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
          if let folder = folders[watch] {
            let path = folder + String(decoding: name, as: UTF8.self)
            if watched.contains(path), !changed.contains(path) { changed.append(path) }
          }
          offset += header + length
        }
      }
      return changed
    #elseif canImport(Darwin)
      var changed: [String] = []
      var events = [kevent](repeating: kevent(), count: 64)
      var zero = timespec(tv_sec: 0, tv_nsec: 0)
      while true {
        let count = kevent(queue, nil, 0, &events, Int32(events.count), &zero)
        guard count > 0 else { break }
        for event in events[..<Int(count)] {
          guard let path = paths[Int32(event.ident)] else { continue }
          if !changed.contains(path) { changed.append(path) }
          // A save that renamed a new file over the old one, or removed it: watch the new one.
          if event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME) != 0 {
            remove(path)
            _ = add(path)
          }
        }
      }
      return changed
    #else
      return []
    #endif
  }

  /// The folder of a path, with its trailing slash, or "" for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  #if canImport(Darwin)
    private func add(_ path: String) -> Bool {
      let file = open(path, O_EVTONLY | O_CLOEXEC)
      guard file >= 0 else { return false }
      var change = kevent(
        ident: UInt(file), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
        fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB), data: 0, udata: nil)
      guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
        Darwin.close(file)
        return false
      }
      descriptors[path] = file
      paths[file] = path
      return true
    }

    private func remove(_ path: String) {
      guard let file = descriptors.removeValue(forKey: path) else { return }
      paths[file] = nil
      Darwin.close(file)
    }

    private func close() {
      for file in descriptors.values { Darwin.close(file) }
      descriptors = [:]
      Darwin.close(queue)
    }
  #endif
}
