// The router APIs the apps use, from one shared module. Sharing react-router itself would
// ship the whole package (server runtime included) to every visitor, because a federated
// shared module cannot be tree-shaken; behind this facade rspack keeps only what is used,
// and the page still holds exactly one router.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Blocker,
  type RouteObject,
} from 'react-router';
