export { ErrorBoundary } from '../../widgets/kit/ErrorBoundary.tsx';
