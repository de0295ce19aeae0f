import Foundation
import NIOSSL
import PostgresNIO

extension HubDatabase {
    /// libpq's `sslmode`, with its meanings, so a URL that works with `psql` works here.
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it, unverified; plain otherwise (libpq's default).
        case prefer
        /// TLS or nothing; the certificate is not verified (unless `sslrootcert` is given,
        /// which makes it `verify-ca`, as libpq does).
        case require
        /// TLS with a certificate signed by the root (`sslrootcert`, or the system's).
        case verifyCA = "verify-ca"
        /// `verify-ca`, and the certificate must name the URL's host.
        case verifyFull = "verify-full"
    }

    /// Reads `sslmode` and `sslrootcert`; any other parameter is refused by name, so a
    /// typo (`sslmod=require`) never silently connects without TLS.
    static func tlsParameters(
        _ items: [URLQueryItem], bad: (String) -> HubDatabaseError
    ) throws(HubDatabaseError) -> (TLSMode, String?) {
        var mode = TLSMode.prefer
        var root: String?
        for item in items {
            let value = item.value ?? ""
            switch item.name {
            case "sslmode":
                guard let parsed = TLSMode(rawValue: value) else {
                    let known = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw bad("its sslmode \(value.isEmpty ? "is empty" : value) is not one of \(known)")
                }
                mode = parsed
            case "sslrootcert":
                guard !value.isEmpty else { throw bad("its sslrootcert names no file") }
                root = value
            default:
                throw bad("it has the parameter \(item.name), which trellis does not read (only sslmode and sslrootcert)")
            }
        }
        if root != nil, mode == .disable { throw bad("it gives sslrootcert with sslmode=disable; drop one of them") }
        return (mode, root)
    }

    /// How the server's certificate is checked: libpq's rules for each mode.
    var certificateVerification: CertificateVerification {
        switch tlsMode {
        case .disable, .prefer: return .none
        case .require: return rootCertificate == nil ? .none : .noHostnameVerification
        case .verifyCA: return .noHostnameVerification
        case .verifyFull: return .fullVerification
        }
    }

    func tlsConfiguration() throws(HubDatabaseError) -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = certificateVerification
        if let rootCertificate {
            guard FileManager.default.isReadableFile(atPath: rootCertificate) else {
                throw .badURL(url: description, reason: "its sslrootcert \(rootCertificate) is not a readable file")
            }
            do {
                configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(rootCertificate))
            } catch {
                throw .badURL(url: description, reason: "its sslrootcert \(rootCertificate) holds no PEM certificate (\(error))")
            }
        }
        return configuration
    }

    func clientTLS() throws(HubDatabaseError) -> PostgresClient.Configuration.TLS {
        switch tlsMode {
        case .disable: return .disable
        case .prefer: return .prefer(try tlsConfiguration())
        case .require, .verifyCA, .verifyFull: return .require(try tlsConfiguration())
        }
    }

    func connectionTLS() throws(HubDatabaseError) -> PostgresConnection.Configuration.TLS {
        guard tlsMode != .disable else { return .disable }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: try tlsConfiguration())
        } catch let error as HubDatabaseError {
            throw error
        } catch {
            throw .badURL(url: description, reason: "its TLS settings cannot be used (\(error))")
        }
        return tlsMode == .prefer ? .prefer(context) : .require(context)
    }
}
