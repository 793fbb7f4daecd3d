import CPango

/// The SHA-256 of an input's bytes, as lowercase hex: a sweep shard's report carries one for each
/// scenario file it swept, so `sweep merge` can refuse shards of different versions of a file and
/// a file changed since. GLib's checksum (GLib comes with Pango, which refreshsim links already).
enum InputDigest {
    static func sha256(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            guard let text = g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count)) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
    }
}
